# Broken Images: find images that failed to load by naturalWidth once each has finished loading.
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

RESULTS = (By.CSS_SELECTOR, 'ul[aria-label="Check results"] li')


def test_images_1_and_2_are_broken(driver, base_url):
    driver.get(f"{base_url}/brokenImages")
    wait = WebDriverWait(driver, 10)
    images = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "main img[alt^='Image ']"))
    assert [image.get_attribute("alt") for image in images] == ["Image 1", "Image 2", "Image 3"]

    # Wait until every image has finished loading (or failing), then read its natural width.
    wait.until(lambda d: d.execute_script(
        "return arguments[0].every(img => img.complete && img.getAttribute('src'));", images))
    widths = [driver.execute_script("return arguments[0].naturalWidth;", image) for image in images]
    assert widths[0] == 0 and widths[1] == 0 and widths[2] > 0

    driver.find_element(By.XPATH, '//button[normalize-space()="Check images"]').click()
    wait.until(lambda d: len(d.find_elements(*RESULTS)) == 3)
    assert [li.text for li in driver.find_elements(*RESULTS)] == [
        "Image 1: broken",
        "Image 2: broken",
        "Image 3: loaded",
    ]
