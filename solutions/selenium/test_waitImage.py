# Wait for an image: an explicit wait long enough to outlast a 5-second countdown.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

COUNTING = (By.XPATH, "//p[starts-with(., 'The secret image will appear in')]")
IMAGE = (By.CSS_SELECTOR, "img[alt='OCR Text Example']")


def test_the_secret_image_appears_when_the_countdown_ends(driver, base_url):
    driver.get(f"{base_url}/waitImage")
    WebDriverWait(driver, 5).until(EC.visibility_of_element_located(COUNTING))

    # The countdown takes 5 seconds: wait up to 10, polling, and go on as soon as it appears.
    image = WebDriverWait(driver, 10).until(EC.visibility_of_element_located(IMAGE))
    assert driver.find_elements(*COUNTING) == []
    # A visible <img> can still be a broken link: a loaded image has a natural width.
    WebDriverWait(driver, 5).until(
        lambda d: d.execute_script("return arguments[0].naturalWidth", image) > 0
    )
