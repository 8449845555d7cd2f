# Right click: ActionChains.context_click sends a click with the right mouse button.
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_a_right_click_changes_the_button_for_good(driver, base_url):
    driver.get(f"{base_url}/rightClick")
    wait = WebDriverWait(driver, 10)
    button = wait.until(EC.element_to_be_clickable(
        (By.XPATH, '//button[normalize-space()="Right click here"]')))

    ActionChains(driver).context_click(button).perform()

    # The same button now carries a new label.
    wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//button[normalize-space()="The button was right clicked"]')))
