# Animated button: Selenium does not wait for motion, so wait for the animation class to go first.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

START = (By.XPATH, "//button[normalize-space()='Start animation']")
TARGET = (By.XPATH, "//button[normalize-space()='Moving target']")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_clicking_the_target_once_it_stops_finds_it_without_spin(driver, base_url):
    driver.get(f"{base_url}/animatedButton")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(START)).click()
    target = driver.find_element(*TARGET)
    wait.until(lambda d: "spin" in target.get_attribute("class").split())

    # The class leaves in the frame the motion stops: wait for that, then click.
    wait.until(lambda d: "spin" not in target.get_attribute("class").split())
    target.click()
    wait.until(
        EC.text_to_be_present_in_element(
            STATUS, "Moving target clicked; its class is 'btn btn-primary'."
        )
    )
